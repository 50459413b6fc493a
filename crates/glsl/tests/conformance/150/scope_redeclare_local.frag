// expect: fail -- GLSL 1.50 section 4.2: a name may be declared once per scope
#version 150 core
void main() {
    float a; float a;
}
