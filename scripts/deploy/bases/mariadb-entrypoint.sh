#!/bin/sh
# First start on an empty data directory: initialise it, create the database
# and the application's user from the MYSQL_* variables (as the official
# mysql image does), then run the server in the foreground with any arguments.
set -eu
: "${MYSQL_ROOT_PASSWORD:?set MYSQL_ROOT_PASSWORD}"
mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld /var/lib/mysql
if [ ! -d /var/lib/mysql/mysql ]; then
  mariadb-install-db --user=mysql --datadir=/var/lib/mysql --skip-test-db >/dev/null
  socket=/run/mysqld/init.sock
  mariadbd --user=mysql --skip-networking --socket="$socket" &
  pid=$!
  until mariadb-admin --socket="$socket" ping --silent 2>/dev/null; do sleep 0.2; done
  {
    echo "ALTER USER 'root'@'localhost' IDENTIFIED BY '$MYSQL_ROOT_PASSWORD';"
    echo "CREATE USER 'root'@'%' IDENTIFIED BY '$MYSQL_ROOT_PASSWORD';"
    echo "GRANT ALL ON *.* TO 'root'@'%' WITH GRANT OPTION;"
    if [ -n "${MYSQL_DATABASE:-}" ]; then
      echo "CREATE DATABASE IF NOT EXISTS \`$MYSQL_DATABASE\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
      if [ -n "${MYSQL_USER:-}" ]; then
        echo "CREATE USER '$MYSQL_USER'@'%' IDENTIFIED BY '${MYSQL_PASSWORD:?set MYSQL_PASSWORD}';"
        echo "GRANT ALL ON \`$MYSQL_DATABASE\`.* TO '$MYSQL_USER'@'%';"
      fi
    fi
  } | mariadb --socket="$socket" -uroot
  kill "$pid"
  wait "$pid" || true
fi
exec mariadbd --user=mysql --bind-address=0.0.0.0 "$@"
