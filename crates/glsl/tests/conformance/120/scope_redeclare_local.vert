// expect: fail -- GLSL 1.20 section 4.2: a name may be declared once per scope
#version 120
void main() {
    float a; float a;
}
