-- 0035_legal_consents: written by its feature (placeholder until then).
SELECT 1;
