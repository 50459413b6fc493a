// expect: fail -- GLSL 1.40 section 4.3.9: interpolation qualifiers apply to inputs and outputs only
#version 140
void main() {
    flat float a = 1.0;
}
