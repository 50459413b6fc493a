// expect: fail -- GLSL 1.20 section 4.3.2: a const initialiser must be a constant expression
#version 120
void main() {
    float a = 1.0; const float c = a;
}
