#version 330 core
in vec4 aPos;
in vec4 aA;
out vec4 v1;
out vec4 v2;
out vec4 v3;
void main() {
    v1 = vec4(sin(aA.x), cos(aA.y), tan(aA.z), asin(clamp(aA.w, -1.0, 1.0)));
    v2 = vec4(acos(clamp(aA.x * 0.25, -1.0, 1.0)), atan(aA.y), atan(aA.z, aA.w), radians(aA.x) + degrees(aA.y));
    v3 = vec4(sinh(aA.x), cosh(aA.y), tanh(aA.z), asinh(aA.w)) + vec4(acosh(abs(aA.x) + 1.0), atanh(aA.y * 0.2), 0.0, 0.0);
    gl_Position = aPos;
}
