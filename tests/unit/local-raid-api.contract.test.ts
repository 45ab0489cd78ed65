import { describeLootContract } from '../contract/loot-contract';
import { describeRaidApiContract } from '../contract/raid-api-contract';
import { describeAttendanceContract } from '../contract/attendance-contract';
import { describeCharacterContract } from '../contract/character-contract';
import { describeScheduleContract } from '../contract/schedule-contract';
import { describeSuggestionContract } from '../contract/suggestion-contract';
import { describeStandingContract } from '../contract/standing-contract';
import { localContractFactory } from '../contract/factories/local-factory';

describeRaidApiContract('local adapter', localContractFactory);
describeScheduleContract('local adapter', localContractFactory);
describeAttendanceContract('local adapter', localContractFactory);
describeSuggestionContract('local adapter', localContractFactory);
describeStandingContract('local adapter', localContractFactory);
describeCharacterContract('local adapter', localContractFactory);
describeLootContract('local adapter', localContractFactory);
