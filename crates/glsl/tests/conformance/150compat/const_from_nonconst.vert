// expect: fail -- GLSL 1.50 (compatibility) section 4.3.2: a const initialiser must be a constant expression
#version 150 compatibility
void main() {
    float a = 1.0; const float c = a;
}
