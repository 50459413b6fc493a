// expect: fail -- GLSL 1.30 section 4.2: a name may be declared once per scope
#version 130
void main() {
    float a; float a;
}
