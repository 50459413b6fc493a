// expect: compile -- GLSL 1.10 section 6.1: a prototype may precede the definition
#version 110
float f(float x);
float f(float x) { return x; }
void main() {
    float y = f(1.0);
}
