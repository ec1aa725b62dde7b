/** Response shapes shared by the API and the web client. */
export interface User {
  id: string;
  displayName: string;
  username: string;
  email: string;
  profileImage: string | null;
  bio: string | null;
  createdAt: string;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface ErrorBody {
  message: string;
}
