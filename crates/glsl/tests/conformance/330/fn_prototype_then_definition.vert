// expect: compile -- GLSL 3.30 section 6.1: a prototype may precede the definition
#version 330 core
float f(float x);
float f(float x) { return x; }
void main() {
    float y = f(1.0);
}
