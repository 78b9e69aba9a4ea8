public enum ViewGraphModule { public static let name = "ViewGraph" }
