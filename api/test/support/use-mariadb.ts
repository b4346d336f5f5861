// jest setupFile of the api-mariadb project: test-db.ts creates MariaDB/MySQL databases.
process.env.TEST_DB = 'mariadb';
