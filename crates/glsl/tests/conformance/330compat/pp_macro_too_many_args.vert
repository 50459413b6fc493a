// expect: fail -- GLSL 3.30 (compatibility) section 3.3: a macro call with the wrong number of arguments is an error
#version 330 compatibility
#define F(a) a
void main() {
    float a = F(1.0, 2.0);
}
