-- NetworkSliceCond keys take the S-NSSAI's one text of every stub (sbi-model's Snssais.key): "snssai:1" for an
-- S-NSSAI without SD, where earlier versions wrote "snssai:1-". Keys with an SD ("snssai:1-000001") are unchanged.
UPDATE nf_subscription_conditions SET cond_key = SUBSTRING(cond_key, 1, CHAR_LENGTH(cond_key) - 1)
 WHERE cond_key LIKE 'snssai:%-';
