// expect: compile -- GLSL 1.20 section 6.1: functions may be overloaded by parameter types
#version 120
float f(float x) { return x; }
float f(vec2 x) { return x.x; }
void main() {
    float a = f(1.0) + f(vec2(1.0));
}
