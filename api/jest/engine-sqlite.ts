// The `api` Jest project: every test file on SQLite.
process.env.API_TEST_ENGINE = 'sqlite';
