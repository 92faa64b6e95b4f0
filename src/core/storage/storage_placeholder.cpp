// Replaced by the storage sources.
