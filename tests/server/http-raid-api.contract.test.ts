import { describeLootContract } from '../contract/loot-contract';
import { describeRaidApiContract } from '../contract/raid-api-contract';
import { describeAttendanceContract } from '../contract/attendance-contract';
import { describeCharacterContract } from '../contract/character-contract';
import { describeScheduleContract } from '../contract/schedule-contract';
import { describeSuggestionContract } from '../contract/suggestion-contract';
import { describeStandingContract } from '../contract/standing-contract';
import { httpContractFactory } from './helpers/http-contract-factory';

const factory = httpContractFactory();

describeRaidApiContract('http adapter + server', factory);
describeScheduleContract('http adapter + server', factory);
describeAttendanceContract('http adapter + server', factory);
describeSuggestionContract('http adapter + server', factory);
describeStandingContract('http adapter + server', factory);
describeCharacterContract('http adapter + server', factory);
describeLootContract('http adapter + server', factory);
