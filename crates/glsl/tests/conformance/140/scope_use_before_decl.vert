// expect: fail -- GLSL 1.40 section 4.2: a name must be declared before use
#version 140
void main() {
    float a = b; float b = 1.0;
}
