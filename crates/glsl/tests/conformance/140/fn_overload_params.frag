// expect: compile -- GLSL 1.40 section 6.1: functions may be overloaded by parameter types
#version 140
float f(float x) { return x; }
float f(vec2 x) { return x.x; }
void main() {
    float a = f(1.0) + f(vec2(1.0));
}
