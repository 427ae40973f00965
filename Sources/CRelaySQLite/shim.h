// The system SQLite (libsqlite3-dev), for the relay's own small storage (TendRelay/RelayDatabase).
#include <sqlite3.h>
