// expect: compile -- GLSL 1.50 (compatibility) section 6.1: a shader object may call a function it only declares
#version 150 compatibility
float other_object(float x);
void main() {
    float y = other_object(1.0);
}
