// expect: fail -- GLSL 1.30 section 4.2: a name must be declared before use
#version 130
void main() {
    float a = b; float b = 1.0;
}
