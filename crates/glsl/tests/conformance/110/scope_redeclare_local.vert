// expect: fail -- GLSL 1.10 section 4.2: a name may be declared once per scope
#version 110
void main() {
    float a; float a;
}
