#version 330 core
in vec2 vUv;
in vec4 vH;
uniform sampler2D albedo;
uniform sampler3D volume;
uniform samplerCube sky;
uniform sampler2DArray layers;
out vec4 frag;
void main() {
    vec4 a = texture(albedo, vUv);
    vec4 b = texture(albedo, vUv, 0.5);
    vec4 c = texture(volume, vec3(vUv, vH.y));
    vec4 d = texture(sky, vec3(vUv.x, -1.0, vUv.y));
    vec4 e = texture(layers, vec3(vUv, 2.0));
    vec4 f = textureProj(albedo, vec3(vUv, 2.0));
    vec4 g = textureGrad(albedo, vUv, vec2(0.5, 0.0), vec2(0.25, 0.0));
    vec4 h = textureOffset(albedo, vUv, ivec2(1, -2));
    frag = a + b + c + d + e + f + g + h + vH;
}
