// expect: fail -- GLSL 1.50 section 4.3.2: a const initialiser must be a constant expression
#version 150 core
void main() {
    float a = 1.0; const float c = a;
}
