package dev.corebed.bsf.service;

import java.net.URI;

/** Sends a BsfNotification (POST to the subscription's notifUri) without waiting; counts the outcome. */
public interface NotificationSender {

    void send(URI notifUri, byte[] bsfNotification);
}
