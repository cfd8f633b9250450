-- 0037_member_blocks: written by its feature (placeholder until then).
SELECT 1;
