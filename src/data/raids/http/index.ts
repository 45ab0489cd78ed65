export { createHttpRaidApi, type HttpRaidApi, type HttpRaidApiOptions } from './http-raid-api';
export { backendHealth, probeBackend, type ProbeBackendOptions } from './probe-backend';
