export { createLocalRaidApi, type LocalRaidApi, type LocalRaidApiOptions } from './local-raid-api';
export { createLocalStore, storageNoticeText, type LocalStore, type LocalStoreOptions, type StorageNotice } from './local-store';
export { parseLocalData, emptyLocalData, type LocalData } from './local-data';
