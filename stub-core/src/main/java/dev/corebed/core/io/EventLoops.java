package dev.corebed.core.io;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.concurrent.DefaultThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * One set of I/O threads per JVM, shared by every server and client in it: the launcher runs all
 * stubs in one process on a two-core machine, where one event loop per core is what performs best.
 * Reference counted, so the threads stop when the last user closes.
 */
public final class EventLoops {

    private static EventLoopGroup group;
    private static int users;

    private EventLoops() {}

    public static final boolean EPOLL = Epoll.isAvailable();

    public static synchronized EventLoopGroup acquire() {
        if (group == null) {
            int threads = Integer.getInteger("corebed.io-threads", Runtime.getRuntime().availableProcessors());
            IoHandlerFactory factory = EPOLL ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
            group = new MultiThreadIoEventLoopGroup(threads, new DefaultThreadFactory("sbi-io", true), factory);
        }
        users++;
        return group;
    }

    public static synchronized void release() {
        if (--users == 0) {
            group.shutdownGracefully(0, 2, TimeUnit.SECONDS);
            group = null;
        }
    }

    public static Class<? extends ServerChannel> serverChannel() {
        return EPOLL ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
    }

    public static Class<? extends SocketChannel> clientChannel() {
        return EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
    }
}
