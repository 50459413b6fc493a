// expect: fail -- GLSL 1.40 section 4.3.2: a const initialiser must be a constant expression
#version 140
void main() {
    float a = 1.0; const float c = a;
}
