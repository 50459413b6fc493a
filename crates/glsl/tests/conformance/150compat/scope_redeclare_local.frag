// expect: fail -- GLSL 1.50 (compatibility) section 4.2: a name may be declared once per scope
#version 150 compatibility
void main() {
    float a; float a;
}
