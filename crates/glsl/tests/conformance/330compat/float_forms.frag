// expect: compile -- GLSL 3.30 (compatibility) section 4.1.4: floating-point literal forms
#version 330 compatibility
void main() {
    float a = 1.0; float b = .5; float c = 5.; float d = 1e3; float e = 2.5E-2;
}
