#version 330 core
layout(std140) uniform Material {
    vec4 diffuse;
    float shininess;
};
uniform Transform {
    mat4 model;
    vec4 tint;
} xf;
out vec4 color;
void main() {
    color = diffuse * shininess + xf.tint;
}
// run: {"uniforms": {"diffuse": [1, 0.5, 0, 1], "shininess": 2, "xf": {"model": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1], "tint": [0, 0, 1, 0]}}, "expect": {"color": [2, 1, 1, 2]}}
