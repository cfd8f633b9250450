-- 0036_reports_and_moderation: written by its feature (placeholder until then).
SELECT 1;
