"""Named, append-only schema migrations.

Each migration runs with its record in one transaction, and `PRAGMA user_version` counts them,
so a database written by a newer Engram is recognised before anything touches it.
Never edit a migration that has shipped: append a new one.

Design of the schema (see ARCHITECTURE.md):
- `pages` hold exchanges of every tier (short → mid → archive); `segments` group mid-term
  pages by topic and carry heat; `lpm_items` are the long-term personal memory (traits, user
  knowledge, assistant knowledge) with version history (valid_from/valid_to/superseded_by)
  and provenance in `lpm_sources`.
- Words live in FTS5 tables and vectors in sqlite-vec vec0 tables whose rowid is the owning
  row's id. Triggers keep them in step with their rows inside the same transaction, so a
  page is never visible without its index entries, and a deleted page leaves none behind.
  FTS5 `secure-delete` is on so deleted terms leave the index b-trees too.
- `slots` are saved llama.cpp states (activation memory). `slot_sources` names the memories
  whose text went into each slot; triggers drop a slot in the same transaction as any
  change to one of its sources.
- `answer_context` records which items the model was given for each answer (ids only).
- `audit` records actions with ids and counts, never memory content.
"""
from __future__ import annotations

import time
from typing import Callable

import apsw

EMBED_DIM = 384

_INITIAL = f"""
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE conversations(
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  created REAL NOT NULL,
  updated REAL NOT NULL,
  meta TEXT NOT NULL DEFAULT '{{}}'
);

CREATE TABLE segments(
  id INTEGER PRIMARY KEY,
  tier TEXT NOT NULL DEFAULT 'mid' CHECK (tier IN ('mid', 'archive')),
  summary TEXT NOT NULL DEFAULT '',
  keywords TEXT NOT NULL DEFAULT '[]',
  embedding BLOB,
  n_pages INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  last_visit REAL NOT NULL,
  heat REAL NOT NULL DEFAULT 0,
  pinned INTEGER NOT NULL DEFAULT 0,
  promoted_at REAL,
  created REAL NOT NULL,
  updated REAL NOT NULL
);
CREATE INDEX segments_by_heat ON segments(tier, pinned, heat);

CREATE TABLE pages(
  id INTEGER PRIMARY KEY,
  conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  prev_id INTEGER REFERENCES pages(id) ON DELETE SET NULL,
  tier TEXT NOT NULL DEFAULT 'short' CHECK (tier IN ('short', 'mid', 'archive')),
  segment_id INTEGER REFERENCES segments(id) ON DELETE SET NULL,
  user_text TEXT NOT NULL,
  assistant_text TEXT NOT NULL,
  keywords TEXT NOT NULL DEFAULT '[]',
  pinned INTEGER NOT NULL DEFAULT 0,
  created REAL NOT NULL,
  meta TEXT NOT NULL DEFAULT '{{}}',
  UNIQUE (conversation_id, seq)
);
CREATE INDEX pages_by_conversation ON pages(conversation_id, tier, seq);
CREATE INDEX pages_by_segment ON pages(segment_id);
CREATE INDEX pages_by_created ON pages(created);
CREATE INDEX pages_by_prev ON pages(prev_id);

CREATE TABLE lpm_items(
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('trait', 'user_knowledge', 'assistant_knowledge')),
  attribute TEXT NOT NULL DEFAULT '',
  value TEXT NOT NULL,
  text TEXT NOT NULL,
  confidence REAL NOT NULL DEFAULT 0.5,
  source TEXT NOT NULL DEFAULT 'rules' CHECK (source IN ('rules', 'llm', 'user', 'import')),
  pinned INTEGER NOT NULL DEFAULT 0,
  valid_from REAL NOT NULL,
  valid_to REAL,
  superseded_by INTEGER REFERENCES lpm_items(id) ON DELETE SET NULL,
  created REAL NOT NULL,
  updated REAL NOT NULL
);
CREATE INDEX lpm_current ON lpm_items(kind, attribute) WHERE valid_to IS NULL;
CREATE INDEX lpm_by_superseded ON lpm_items(superseded_by);

CREATE TABLE lpm_sources(
  item_id INTEGER NOT NULL REFERENCES lpm_items(id) ON DELETE CASCADE,
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, page_id)
) WITHOUT ROWID;
CREATE INDEX lpm_sources_by_page ON lpm_sources(page_id);

CREATE VIRTUAL TABLE pages_fts USING fts5(user_text, assistant_text,
  tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO pages_fts(pages_fts, rank) VALUES ('secure-delete', 1);
CREATE VIRTUAL TABLE segments_fts USING fts5(summary, keywords,
  tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO segments_fts(segments_fts, rank) VALUES ('secure-delete', 1);
CREATE VIRTUAL TABLE lpm_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO lpm_fts(lpm_fts, rank) VALUES ('secure-delete', 1);

CREATE VIRTUAL TABLE pages_vec USING vec0(
  embedding float[{EMBED_DIM}] distance_metric=cosine, bits bit[{EMBED_DIM}]);
CREATE VIRTUAL TABLE segments_vec USING vec0(embedding float[{EMBED_DIM}] distance_metric=cosine);
CREATE VIRTUAL TABLE lpm_vec USING vec0(embedding float[{EMBED_DIM}] distance_metric=cosine);

CREATE TRIGGER pages_fts_ins AFTER INSERT ON pages BEGIN
  INSERT INTO pages_fts(rowid, user_text, assistant_text)
  VALUES (new.id, new.user_text, new.assistant_text);
END;
CREATE TRIGGER pages_fts_upd AFTER UPDATE OF user_text, assistant_text ON pages BEGIN
  DELETE FROM pages_fts WHERE rowid = old.id;
  INSERT INTO pages_fts(rowid, user_text, assistant_text)
  VALUES (new.id, new.user_text, new.assistant_text);
END;
CREATE TRIGGER pages_del AFTER DELETE ON pages BEGIN
  DELETE FROM pages_fts WHERE rowid = old.id;
  DELETE FROM pages_vec WHERE rowid = old.id;
END;

CREATE TRIGGER segments_fts_ins AFTER INSERT ON segments BEGIN
  INSERT INTO segments_fts(rowid, summary, keywords) VALUES (new.id, new.summary, new.keywords);
END;
CREATE TRIGGER segments_fts_upd AFTER UPDATE OF summary, keywords ON segments BEGIN
  DELETE FROM segments_fts WHERE rowid = old.id;
  INSERT INTO segments_fts(rowid, summary, keywords) VALUES (new.id, new.summary, new.keywords);
END;
CREATE TRIGGER segments_del AFTER DELETE ON segments BEGIN
  DELETE FROM segments_fts WHERE rowid = old.id;
  DELETE FROM segments_vec WHERE rowid = old.id;
END;

CREATE TRIGGER lpm_fts_ins AFTER INSERT ON lpm_items BEGIN
  INSERT INTO lpm_fts(rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER lpm_fts_upd AFTER UPDATE OF text ON lpm_items BEGIN
  DELETE FROM lpm_fts WHERE rowid = old.id;
  INSERT INTO lpm_fts(rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER lpm_del AFTER DELETE ON lpm_items BEGIN
  DELETE FROM lpm_fts WHERE rowid = old.id;
  DELETE FROM lpm_vec WHERE rowid = old.id;
END;

CREATE TABLE slots(
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('head', 'conversation')),
  conversation_id TEXT REFERENCES conversations(id) ON DELETE CASCADE,
  model_hash TEXT NOT NULL,
  n_ctx INTEGER NOT NULL,
  kv_type TEXT NOT NULL,
  flash_attn INTEGER NOT NULL,
  tokens BLOB NOT NULL,
  n_tokens INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  size INTEGER NOT NULL,
  stored_size INTEGER NOT NULL,
  pinned INTEGER NOT NULL DEFAULT 0,
  hits INTEGER NOT NULL DEFAULT 0,
  created REAL NOT NULL,
  last_used REAL NOT NULL
);
CREATE INDEX slots_by_lru ON slots(pinned, last_used);
CREATE INDEX slots_by_conversation ON slots(conversation_id);

CREATE TABLE slot_data(
  slot_id INTEGER PRIMARY KEY REFERENCES slots(id) ON DELETE CASCADE,
  data BLOB NOT NULL
);

CREATE TABLE slot_sources(
  slot_id INTEGER NOT NULL REFERENCES slots(id) ON DELETE CASCADE,
  source_type TEXT NOT NULL CHECK (source_type IN ('page', 'segment', 'lpm')),
  source_id INTEGER NOT NULL,
  PRIMARY KEY (slot_id, source_type, source_id)
) WITHOUT ROWID;
CREATE INDEX slot_sources_by_source ON slot_sources(source_type, source_id);

CREATE TRIGGER pages_drop_slots_del AFTER DELETE ON pages BEGIN
  DELETE FROM slots WHERE id IN
    (SELECT slot_id FROM slot_sources WHERE source_type = 'page' AND source_id = old.id);
END;
CREATE TRIGGER pages_drop_slots_upd AFTER UPDATE OF user_text, assistant_text ON pages BEGIN
  DELETE FROM slots WHERE id IN
    (SELECT slot_id FROM slot_sources WHERE source_type = 'page' AND source_id = old.id);
END;
CREATE TRIGGER segments_drop_slots_del AFTER DELETE ON segments BEGIN
  DELETE FROM slots WHERE id IN
    (SELECT slot_id FROM slot_sources WHERE source_type = 'segment' AND source_id = old.id);
END;
CREATE TRIGGER segments_drop_slots_upd AFTER UPDATE OF summary ON segments BEGIN
  DELETE FROM slots WHERE id IN
    (SELECT slot_id FROM slot_sources WHERE source_type = 'segment' AND source_id = old.id);
END;
CREATE TRIGGER lpm_drop_slots_del AFTER DELETE ON lpm_items BEGIN
  DELETE FROM slots WHERE id IN
    (SELECT slot_id FROM slot_sources WHERE source_type = 'lpm' AND source_id = old.id);
END;
CREATE TRIGGER lpm_drop_slots_upd AFTER UPDATE OF text, value, valid_to ON lpm_items BEGIN
  DELETE FROM slots WHERE id IN
    (SELECT slot_id FROM slot_sources WHERE source_type = 'lpm' AND source_id = old.id);
END;

CREATE TABLE answer_context(
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  rank INTEGER NOT NULL,
  item_type TEXT NOT NULL CHECK (item_type IN ('page', 'segment', 'lpm')),
  item_id INTEGER NOT NULL,
  tokens INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (page_id, rank)
) WITHOUT ROWID;
CREATE INDEX answer_context_by_item ON answer_context(item_type, item_id);

CREATE TABLE audit(
  id INTEGER PRIMARY KEY,
  ts REAL NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('user', 'system', 'model')),
  action TEXT NOT NULL,
  target_type TEXT NOT NULL DEFAULT '',
  target_id TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '{{}}'
);
CREATE INDEX audit_by_ts ON audit(ts);
"""


def _initial(conn: apsw.Connection) -> None:
    conn.execute(_INITIAL)


def _term_stats(conn: apsw.Connection) -> None:
    # Document frequencies for keyword TF-IDF come straight from the FTS5 index (an fts5vocab
    # view has no storage of its own), so they are never out of step with the pages and a
    # deleted page's terms leave the statistics with it.
    conn.execute("CREATE VIRTUAL TABLE pages_vocab USING fts5vocab(pages_fts, row)")


def _slot_codec(conn: apsw.Connection) -> None:
    # Slot bytes used to be zlib level 1 (8% smaller KV for 0.3 s more per restore of a
    # 2,000-token head); new slots are stored raw. Existing rows keep loading as 'zlib'.
    conn.execute("ALTER TABLE slots ADD COLUMN codec TEXT NOT NULL DEFAULT 'zlib' "
                 "CHECK (codec IN ('raw', 'zlib'))")


def _vec_log(conn: apsw.Connection) -> None:
    # The in-memory page-vector index (memory/vector_index.py) follows the database through
    # this log rather than through every code path that writes pages: the triggers see every
    # insert, text edit and delete, whoever makes it (engine, CLI, import, cascade). Only ids
    # are logged, never text, so a deleted page leaves nothing readable here.
    conn.execute("""
CREATE TABLE vec_log(seq INTEGER PRIMARY KEY AUTOINCREMENT, page_id INTEGER NOT NULL);
CREATE TRIGGER vec_log_ins AFTER INSERT ON pages BEGIN
  INSERT INTO vec_log(page_id) VALUES (new.id);
END;
CREATE TRIGGER vec_log_upd AFTER UPDATE OF user_text, assistant_text ON pages BEGIN
  INSERT INTO vec_log(page_id) VALUES (new.id);
END;
CREATE TRIGGER vec_log_del AFTER DELETE ON pages BEGIN
  INSERT INTO vec_log(page_id) VALUES (old.id);
END;
""")


def _facts_formed(conn: apsw.Connection) -> None:
    # Which pages have been read for facts (memory/long_term.py owns it): forming facts is
    # then idempotent without re-reading, and a fact the user deleted is not formed again
    # from its page by later consolidation. An edited page is read again.
    conn.execute("""
CREATE TABLE facts_formed(
  page_id INTEGER PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE,
  at REAL NOT NULL
);
CREATE TRIGGER facts_formed_upd AFTER UPDATE OF user_text, assistant_text ON pages BEGIN
  DELETE FROM facts_formed WHERE page_id = new.id;
END;
""")


def _model_summaries(conn: apsw.Connection) -> None:
    # A segment summary the chat model wrote (app/llm_extractor.py) records the page count it
    # was written for; 0 means the rules wrote it. A few new pages keep a model summary (the
    # topic is the same); a rebuild after a deletion always goes back to the rules, so no
    # model summary outlives a page it may have quoted.
    conn.execute("ALTER TABLE segments ADD COLUMN summary_pages INTEGER NOT NULL DEFAULT 0")


def _turn_vectors(conn: apsw.Connection) -> None:
    # A vector per side of a page (memory/turn_vectors.py owns both tables): a page's one
    # vector blends what was said with the reply, and a question matches one of them. The
    # vectors are filled in the background; a page without them is found by its page vector.
    # Rowid = page id * 2 + side (0: the user's words, 1: the reply). A deleted or edited
    # page's turn vectors go with it here, whoever deletes or edits it; new ones are logged
    # for the in-memory index of large stores (memory/vector_index.py) as page writes are.
    conn.execute(f"""
CREATE VIRTUAL TABLE turns_vec USING vec0(embedding float[{EMBED_DIM}] distance_metric=cosine);
CREATE TABLE turns_embedded(
  page_id INTEGER PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE
);
CREATE TRIGGER turns_vec_del AFTER DELETE ON pages BEGIN
  DELETE FROM turns_vec WHERE rowid IN (old.id * 2, old.id * 2 + 1);
END;
CREATE TRIGGER turns_embedded_log AFTER INSERT ON turns_embedded BEGIN
  INSERT INTO vec_log(page_id) VALUES (new.page_id);
END;
CREATE TRIGGER turns_vec_upd AFTER UPDATE OF user_text, assistant_text ON pages BEGIN
  DELETE FROM turns_vec WHERE rowid IN (old.id * 2, old.id * 2 + 1);
  DELETE FROM turns_embedded WHERE page_id = old.id;
END;
""")


def _joint_sources(conn: apsw.Connection) -> None:
    # A fact formed from two messages together (a correction read into the message it
    # corrects, memory/long_term.py `correct`) holds words of both: deleting either message
    # must delete it, where a fact merely repeated in two messages survives the loss of one.
    conn.execute("ALTER TABLE lpm_sources ADD COLUMN joint INTEGER NOT NULL DEFAULT 0")


def _facts_refused(conn: apsw.Connection) -> None:
    # Pages whose facts the user deleted or asked to forget (memory/long_term.py owns it;
    # ids only, no words): a chat model reading the page later (app/llm_extractor.py) must
    # not bring the fact back. Deleting or editing the page clears its row.
    conn.execute("""
CREATE TABLE facts_refused(
  page_id INTEGER PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE
);
CREATE TRIGGER facts_refused_upd AFTER UPDATE OF user_text, assistant_text ON pages BEGIN
  DELETE FROM facts_refused WHERE page_id = new.id;
END;
""")


def _kin_keys(conn: apsw.Connection) -> None:
    # A relative people have one of is keyed by the relation word alone (lpm_base.kin_key):
    # the age and birthday rules had keyed "my mum Peggy is 88" by name too, so a later "Mum
    # is 89" did not end it. (The words are lpm_words.SINGLE's, slugged as lpm_base.slug.)
    for rel in ("sister brother mother mom mum father dad wife husband partner girlfriend "
                "boyfriend boss manager dog cat fiance fiancee fianc fianc_e stepdad stepfather "
                "stepmum stepmom stepmother").split():
        for what in ("age", "birthday"):
            conn.execute("UPDATE lpm_items SET attribute = ? WHERE attribute GLOB ? AND "
                         "attribute NOT GLOB ?", (f"relation.{rel}.{what}",
                                                  f"relation.{rel}.*.{what}",
                                                  f"relation.{rel}.*.*.{what}"))


# (name, function) in order. Append only.
MIGRATIONS: list[tuple[str, Callable[[apsw.Connection], None]]] = [
    ("0001_initial", _initial),
    ("0002_term_stats", _term_stats),
    ("0003_slot_codec", _slot_codec),
    ("0004_vec_log", _vec_log),
    ("0005_facts_formed", _facts_formed),
    ("0006_model_summaries", _model_summaries),
    ("0007_turn_vectors", _turn_vectors),
    ("0008_joint_sources", _joint_sources),
    ("0009_facts_refused", _facts_refused),
    ("0010_kin_keys", _kin_keys),
]


def _ensure_ledger(conn: apsw.Connection) -> None:
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations("
                 "name TEXT PRIMARY KEY, applied REAL NOT NULL) WITHOUT ROWID")


def applied(conn: apsw.Connection) -> list[str]:
    has = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'").fetchall()
    if not has:
        return []
    return [r[0] for r in conn.execute("SELECT name FROM schema_migrations ORDER BY name")]


def pending(conn: apsw.Connection) -> list[str]:
    done = set(applied(conn))
    return [name for name, _ in MIGRATIONS if name not in done]


def migrate(conn: apsw.Connection) -> list[str]:
    """Apply every pending migration, each in its own transaction; return their names."""
    ran = []
    for i, (name, fn) in enumerate(MIGRATIONS, start=1):
        if name in set(applied(conn)):
            continue
        # one transaction: the schema change and its record land together or not at all;
        # IMMEDIATE and checked again inside, since another process may be migrating too
        conn.execute("BEGIN IMMEDIATE")
        try:
            if name not in set(applied(conn)):
                _ensure_ledger(conn)
                fn(conn)
                conn.execute("INSERT INTO schema_migrations(name, applied) VALUES (?, ?)",
                              (name, time.time()))
                conn.execute(f"PRAGMA user_version = {i}")
                ran.append(name)
            conn.execute("COMMIT")
        except BaseException:
            if not conn.get_autocommit():
                conn.execute("ROLLBACK")
            raise
    return ran
