package dev.corebed.udr.store;

/**
 * An identity range of the group-id map: SUPIs ({@code imsi-}) or GPSIs ({@code msisdn-}) whose digits
 * lie between start and end (digit strings of one length), or whose whole identity matches pattern.
 */
public record GroupIdRange(String id, String nfType, String identityType, String start, String end, String pattern,
                           String groupId) {}
