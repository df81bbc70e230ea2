// The `api-postgres` Jest project: every test file on PostgreSQL (the cluster from postgres-global-setup.ts).
process.env.API_TEST_ENGINE = 'postgres';
