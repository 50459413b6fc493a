// expect: fail -- GLSL 1.50 section 4.3.9: interpolation qualifiers apply to inputs and outputs only
#version 150 core
void main() {
    flat float a = 1.0;
}
