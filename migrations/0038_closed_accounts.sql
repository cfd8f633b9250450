-- 0038_closed_accounts: written by its feature (placeholder until then).
SELECT 1;
