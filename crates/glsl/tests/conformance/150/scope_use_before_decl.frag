// expect: fail -- GLSL 1.50 section 4.2: a name must be declared before use
#version 150 core
void main() {
    float a = b; float b = 1.0;
}
