-- Run once by the SQL node's entrypoint when it initialises its data directory.
-- The stubs' SQL user: creates and owns the corebed_* schemas (one per stub, from db.schema).
-- caching_sha2_password is the 8.4 default; the stubs connect with allowPublicKeyRetrieval=true.
CREATE USER 'corebed'@'%' IDENTIFIED BY 'corebed';
GRANT ALL PRIVILEGES ON `corebed\_%`.* TO 'corebed'@'%';
