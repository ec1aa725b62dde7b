import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local exactly as its own main class does (same command-line options), except that its Jetty
 * connector listens on 127.0.0.1 instead of every interface: DynamoDB Local has no bind option and accepts any
 * credentials, so on a shared network anyone could otherwise read the table. Run in Java's source-file mode
 * (`java -cp DynamoDBLocal.jar LoopbackDynamoDbLocal.java ...`); telemetry is never configured, so none is sent.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
