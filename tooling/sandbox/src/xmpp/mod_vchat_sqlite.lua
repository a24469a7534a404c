-- Sandbox SQLite tuning: Prosody's SQL storage (mod_storage_sql with LuaDBI) writes every
-- archive append, offline message and roster change as its own transaction, on Prosody's only
-- thread. With SQLite's defaults (rollback journal, synchronous=FULL) each commit creates and
-- deletes a journal file and waits for four fsyncs. This switches Prosody's connection to a
-- write-ahead log with synchronous=NORMAL: a commit appends to the log and waits for no fsync
-- (the log is synced at checkpoints). A crash of Prosody or the sandbox loses nothing; a power
-- cut can lose the last transactions, never the database. Fine for a sandbox.
-- Loaded from plugin_paths by the generated config (src/xmpp/prosody.ts).
module:set_global();

local engines = module:shared("/*/sql/connections");

local PRAGMAS = { "PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL" };

-- LuaDBI keeps a transaction open between commits (autocommit off), and SQLite refuses both
-- pragmas inside one: switch autocommit on (which commits) for them, then off again.
local function apply(engine)
	local conn = engine.conn;
	if not conn or engine.__transaction then return; end
	conn:autocommit(true);
	for _, sql in ipairs(PRAGMAS) do
		local stmt, err = conn:prepare(sql);
		local ok = stmt and stmt:execute();
		if not ok then
			module:log("warn", "%s failed: %s", sql, tostring(err or (stmt and "execute failed")));
		end
		if stmt then stmt:close(); end
	end
	conn:autocommit(false);
	module:log("debug", "SQLite connection to %s tuned", tostring(engine.params.database));
end

local function tune(engine)
	if engine.vchat_tuned or not engine.params or engine.params.driver ~= "SQLite3" then return; end
	engine.vchat_tuned = true;
	-- The engine connects on its first transaction (and again after a lost connection).
	local onconnect = engine.onconnect;
	engine.onconnect = function (self, ...)
		local ok, err = onconnect(self, ...);
		apply(self);
		return ok, err;
	end
	apply(engine); -- already connected
end

local function tune_all()
	for _, engine in pairs(engines) do tune(engine); end
end

tune_all();
-- mod_storage_sql is loaded per host when a module first opens a store.
module:hook_global("module-loaded", function (event)
	if event.module == "storage_sql" then tune_all(); end
end);
module:hook_global("server-started", tune_all);
