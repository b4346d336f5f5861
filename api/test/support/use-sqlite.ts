// jest setupFile of the api-sqlite project: test-db.ts creates SQLite databases.
process.env.TEST_DB = 'sqlite';
