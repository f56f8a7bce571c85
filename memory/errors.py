"""One error hierarchy for the memory engine; the UI turns these into dialogs."""


class MemoryStoreError(Exception):
    """Base of every error the memory engine raises on purpose."""


class PlaintextBackendError(MemoryStoreError):
    """The apsw module is not built with SQLite3 Multiple Ciphers: it would write plaintext."""


class WrongKeyError(MemoryStoreError):
    """The key or passphrase does not open this database."""


class CorruptDatabaseError(MemoryStoreError):
    """The database file is damaged (truncated, overwritten, failed checksum)."""


class SchemaTooNewError(MemoryStoreError):
    """The database was written by a newer Engram; this version will not touch it."""


class AlreadyOpenError(MemoryStoreError):
    """Another Engram process has this profile open."""


class StorageFullError(MemoryStoreError):
    """The disk (or the database's size limit) is full; nothing was written."""


class NotFoundError(MemoryStoreError, LookupError):
    """No memory item with that id."""


class ImportFormatError(MemoryStoreError, ValueError):
    """An import file is malformed; nothing was imported."""


class ImportCancelled(MemoryStoreError):
    """The user stopped an import; nothing of that file was written."""
