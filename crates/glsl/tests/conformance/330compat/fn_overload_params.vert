// expect: compile -- GLSL 3.30 (compatibility) section 6.1: functions may be overloaded by parameter types
#version 330 compatibility
float f(float x) { return x; }
float f(vec2 x) { return x.x; }
void main() {
    float a = f(1.0) + f(vec2(1.0));
}
