// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8: layout qualifiers are not allowed on locals
#version 330 compatibility
void main() {
    layout(location = 0) float a;
}
