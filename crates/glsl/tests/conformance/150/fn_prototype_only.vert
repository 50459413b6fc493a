// expect: compile -- GLSL 1.50 section 6.1: a shader object may call a function it only declares
#version 150 core
float other_object(float x);
void main() {
    float y = other_object(1.0);
}
